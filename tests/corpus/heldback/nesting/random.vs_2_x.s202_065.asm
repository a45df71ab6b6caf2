vs_2_x
dcl_position v0
defi i5, 2, 0, 0, 0
defi i6, 4, 0, 0, 0
defi i7, 1, 0, 0, 0
defi i10, 4, 0, 1, 0
defi i13, 1, 0, 1, 0
mov r0, v0
mov r1, c1
rep i5
dp4 r0.x, r0, r1
loop aL, i10
min r1, r1, r0
rep i7
add r0, r0, c42
loop aL, i13
add r0.xy, r0, r1
rep i6
add r0, r0, c46
break
mad r0, r0, r1, r0
endrep
endloop
endrep
endloop
endrep
mov oPos, r0
