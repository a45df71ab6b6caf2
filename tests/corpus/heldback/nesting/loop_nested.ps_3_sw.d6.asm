ps_3_sw
dcl_texcoord0 v0
defi i9, 4, 0, 1, 0
defi i10, 1, 2, 1, 0
defi i11, 2, 0, 1, 0
defi i13, 4, 3, 1, 0
defi i14, 4, 1, 1, 0
mov r0, v0
mov r1, c0
loop aL, i13
add r0, r0, c6
loop aL, i11
add r0, r0, c9
loop aL, i13
add r0, r0, c10
loop aL, i9
mad r1, r0, r0, r1
loop aL, i10
mad r1, r0, r0, r1
loop aL, i14
add r0, r0, c9
add r0, r0, c5
endloop
endloop
endloop
endloop
endloop
endloop
mov oC0, r0
