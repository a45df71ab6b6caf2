vs_3_0
dcl_position v0
dcl_position o0
def c1, 1, 0.5, -2, 0
mov r0, v0
mov o0, v0
