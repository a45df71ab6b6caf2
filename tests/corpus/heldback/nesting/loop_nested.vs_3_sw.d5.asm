vs_3_sw
dcl_position v0
dcl_position o0
defi i10, 4, 0, 1, 0
defi i13, 2, 1, 1, 0
defi i14, 2, 2, 1, 0
defi i15, 2, 3, 1, 0
mov r0, v0
mov r1, c1
loop aL, i14
max r0, r0, r1
loop aL, i14
add r0, r0, c50
loop aL, i15
add r0, r0, c[aL + 51]
loop aL, i10
mov r1, r0.yzwx
loop aL, i13
max r0, r0, r1
add r0, r0, c[aL + 45]
endloop
endloop
endloop
endloop
endloop
mov o0, r0
