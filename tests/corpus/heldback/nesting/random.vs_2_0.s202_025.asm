vs_2_0
dcl_position v0
defb b1, false
mov r0, v0
mov r1, c0
mad r0, r0, r1, r0
callnz l6, !b1
mov oPos, r0
ret
label l6
dp4 r0.x, r0, r1
ret
