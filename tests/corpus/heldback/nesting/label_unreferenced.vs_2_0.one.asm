vs_2_0
dcl_position v0
mov r0, v0
mov r1, c1
add r0, r0, c46
mov oPos, r0
ret
label l4
mad r0, r0, r1, r0
ret
