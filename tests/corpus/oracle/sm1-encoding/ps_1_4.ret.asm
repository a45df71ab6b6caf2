ps_1_4
call l0
mov r0, v0
ret
label l0
add r1, v0, c0
ret
