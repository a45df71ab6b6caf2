vs_2_x
dcl_position v0
defi i4, 1, 0, 0, 0
defi i11, 4, 1, 1, 0
defi i12, 4, 0, 1, 0
defi i13, 3, 2, 1, 0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
loop aL, i13
add r1, r1, r0
add r1, r1, r0
mad r1, r0, r0, r1
loop aL, i11
add r0, r0, r1
mov r1, r0.yzwx
break_lt r0.y, r1.y
loop aL, i12
add r1, r1, r0
rep i4
add r1, r1, r0
add r0, r0, c[aL + 18]
endrep
endloop
endloop
endloop
add r0, r0, c18
mov oPos, r0
