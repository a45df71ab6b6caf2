vs_2_x
dcl_position v0
defi i0, 3, 0, 0, 0
defi i1, 1, 0, 0, 0
defi i8, 4, 0, 1, 0
defi i14, 2, 0, 1, 0
mov r0, v0
mov r1, c1
loop aL, i8
min r1, r1, r0
loop aL, i14
add r0, r0, c[aL + 53]
rep i0
add r1, r1, r0
rep i1
mov r1, r0.yzwx
endrep
add r1, r1, r0
add r0, r0, c[aL + 55]
add r0.xy, r0, r1
endrep
endloop
endloop
mov oPos, r0
