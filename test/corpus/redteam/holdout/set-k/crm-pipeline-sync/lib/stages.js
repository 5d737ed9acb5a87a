module.exports = {
  lead: 'STAGE_LEAD',
  qualified: 'STAGE_QUALIFIED',
  proposal: 'STAGE_PROPOSAL',
  negotiation: 'STAGE_NEGOTIATION',
  won: 'STAGE_CLOSED_WON',
  lost: 'STAGE_CLOSED_LOST',
};
