ps_1_3
callnz l0, b0
mov r0, v0
ret
label l0
add r1, v0, c0
ret
