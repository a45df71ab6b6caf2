ps_3_sw
dcl_texcoord0 v0
defi i8, 4, 2, 1, 0
defi i9, 1, 1, 1, 0
defi i12, 2, 1, 1, 0
defi i14, 4, 0, 1, 0
mov r0, v0
mov r1, c0
loop aL, i9
mov r1, r0.yzwx
loop aL, i12
mov r1, r0.yzwx
loop aL, i14
min r1, r1, r0
loop aL, i8
mad r0, r0, r1, r0
mov r1, r0.yzwx
endloop
endloop
endloop
endloop
mov oC0, r0
