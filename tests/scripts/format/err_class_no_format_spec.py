# Without __format__, a class takes only an empty spec.
class Plain:
    def __str__(self):
        return 'plain'
print(f'{Plain()}')
print(f'{Plain():>10}')
