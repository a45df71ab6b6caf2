vs_1_1
dcl_position v0
mov r0, v0
loop aL, i0
add r1, r0, c0
endloop
mov oPos, v0
