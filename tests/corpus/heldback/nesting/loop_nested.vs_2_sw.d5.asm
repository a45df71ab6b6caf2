vs_2_sw
dcl_position v0
defi i9, 2, 1, 1, 0
defi i10, 4, 1, 1, 0
defi i11, 2, 3, 1, 0
defi i14, 4, 1, 1, 0
defi i15, 2, 1, 1, 0
mov r0, v0
mov r1, c0
loop aL, i11
mul r0, r0, r1
loop aL, i15
add r0.xy, r0, r1
loop aL, i10
mul r0, r0, r1
loop aL, i9
add r0, r0, c[aL + 55]
loop aL, i14
min r1, r1, r0
max r0, r0, r1
endloop
endloop
endloop
endloop
endloop
mov oPos, r0
