vs_3_sw
dcl_position v1
dcl_position o0
defi i0, 2, 0, 0, 0
mova a0, v1
mov r0, v1
loop aL, i0
add r0, c0[a0[a0.x].x], c1
endloop
mov o0, r0
