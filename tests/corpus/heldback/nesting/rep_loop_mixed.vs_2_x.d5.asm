vs_2_x
dcl_position v0
defi i5, 3, 0, 0, 0
defi i6, 2, 0, 0, 0
defi i8, 2, 3, 1, 0
defi i12, 1, 0, 1, 0
defi i15, 3, 0, 1, 0
mov r0, v0
mov r1, c0
rep i5
add r0.xy, r0, r1
loop aL, i15
add r0.xy, r0, r1
rep i6
add r0.xy, r0, r1
loop aL, i8
add r0, r0, c[aL + 39]
loop aL, i12
add r0.xy, r0, r1
mov r1, r0.yzwx
endloop
endloop
endrep
endloop
endrep
mov oPos, r0
