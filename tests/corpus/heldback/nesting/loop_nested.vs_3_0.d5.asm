vs_3_0
dcl_position v0
dcl_position o0
defi i8, 1, 1, 1, 0
defi i10, 3, 1, 1, 0
defi i12, 4, 3, 1, 0
defi i14, 3, 3, 1, 0
mov r0, v0
mov r1, c1
loop aL, i8
add r1, r1, r0
loop aL, i12
add r0, r0, c33
loop aL, i14
dp4 r0.x, r0, r1
loop aL, i10
add r0.xy, r0, r1
loop aL, i10
mul r0, r0, r1
add r0, r0, c[aL + 35]
endloop
endloop
endloop
endloop
endloop
mov o0, r0
