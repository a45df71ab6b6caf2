ps_1_4
loop aL, i0
add r1, v0, c0
endloop
mov r0, v0
