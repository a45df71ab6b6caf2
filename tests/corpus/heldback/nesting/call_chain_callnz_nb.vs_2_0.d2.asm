vs_2_0
dcl_position v0
mov r0, v0
mov r1, c1
add r0, r0, c36
callnz l5, !b7
mov oPos, r0
ret
label l5
add r0, r0, c37
callnz l15, !b7
ret
label l15
add r0, r0, c37
ret
