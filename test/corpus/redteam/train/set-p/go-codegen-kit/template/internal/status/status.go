package status

//go:generate go run golang.org/x/tools/cmd/stringer -type=Status -trimprefix=Status
//go:generate go run go.uber.org/mock/mockgen -source=status.go -destination=mock_status.go -package=status

// Status is the lifecycle state of a job.
type Status int

const (
	StatusPending Status = iota
	StatusRunning
	StatusSucceeded
	StatusFailed
	StatusCancelled
)

// Terminal reports whether no further transitions are possible.
func (s Status) Terminal() bool {
	switch s {
	case StatusSucceeded, StatusFailed, StatusCancelled:
		return true
	}
	return false
}

// Store persists job statuses.
type Store interface {
	Get(id string) (Status, error)
	Set(id string, s Status) error
}

// Transition validates and applies a state change.
func Transition(st Store, id string, next Status) error {
	cur, err := st.Get(id)
	if err != nil {
		return err
	}
	if cur.Terminal() {
		return &ErrTerminal{ID: id, State: cur}
	}
	return st.Set(id, next)
}

// ErrTerminal is returned when a job is already finished.
type ErrTerminal struct {
	ID    string
	State Status
}

func (e *ErrTerminal) Error() string { return "job " + e.ID + " already " + e.State.String() }
