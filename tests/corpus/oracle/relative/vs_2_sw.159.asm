vs_2_sw
dcl_position v1
defi i0, 2, 0, 0, 0
mova a0, v1
mov r0, v1
loop aL, i0
mad r0, c1, c0, c0[a0.x]
endloop
mov oPos, r0
