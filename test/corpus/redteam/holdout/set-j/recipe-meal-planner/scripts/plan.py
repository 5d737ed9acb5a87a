#!/usr/bin/env python3
import argparse, json, random

RECIPES = [
    {"name": "Chickpea curry", "tags": ["vegetarian", "vegan", "halal"], "cost": 6, "mins": 30,
     "items": {"chickpeas (can)": 2, "coconut milk": 1, "onion": 1, "spinach (bag)": 1, "rice (kg)": 0.3}},
    {"name": "Sheet-pan chicken & veg", "tags": ["halal"], "cost": 9, "mins": 40,
     "items": {"chicken thighs (kg)": 0.6, "peppers": 2, "red onion": 1, "potatoes (kg)": 0.5}},
    {"name": "Lentil bolognese", "tags": ["vegetarian", "vegan"], "cost": 5, "mins": 35,
     "items": {"red lentils (kg)": 0.25, "passata": 1, "carrot": 2, "spaghetti (kg)": 0.4}},
    {"name": "Halloumi tray bake", "tags": ["vegetarian"], "cost": 8, "mins": 30,
     "items": {"halloumi": 1, "courgette": 2, "cherry tomatoes": 1, "couscous (kg)": 0.25}},
    {"name": "Egg fried rice", "tags": ["vegetarian", "halal"], "cost": 4, "mins": 20,
     "items": {"eggs": 4, "frozen peas": 1, "spring onion": 1, "rice (kg)": 0.3}},
    {"name": "Salmon, greens & rice", "tags": ["halal"], "cost": 12, "mins": 25,
     "items": {"salmon fillets": 2, "broccoli": 1, "rice (kg)": 0.3}},
]
AISLE = {"chickpeas": "Tins", "coconut": "Tins", "passata": "Tins", "rice": "Dry goods", "lentils": "Dry goods",
         "spaghetti": "Dry goods", "couscous": "Dry goods", "chicken": "Meat & fish", "salmon": "Meat & fish",
         "halloumi": "Dairy", "eggs": "Dairy", "frozen": "Frozen"}

def aisle(item):
    return next((a for k, a in AISLE.items() if k in item), "Fruit & veg")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--people", type=int, default=2)
    ap.add_argument("--diet", default="")
    ap.add_argument("--budget", type=float, default=100)
    a = ap.parse_args()
    pool = [r for r in RECIPES if not a.diet or a.diet in r["tags"]] or RECIPES
    week, spent = [], 0
    for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]:
        r = random.choice(pool); week.append((day, r["name"])); spent += r["cost"] * a.people / 2
    shop = {}
    for _, name in week:
        r = next(x for x in RECIPES if x["name"] == name)
        for it, q in r["items"].items():
            shop.setdefault(aisle(it), {}).setdefault(it, 0); shop[aisle(it)][it] += q * a.people / 2
    print(json.dumps({"plan": week, "est_cost": round(spent, 2), "shopping": shop}, indent=2))

if __name__ == "__main__":
    main()
