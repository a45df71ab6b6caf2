vs_2_0
dcl_position v0
defi i1, 3, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i5, 1, 0, 0, 0
defi i8, 1, 1, 1, 0
defi i11, 3, 0, 1, 0
defb b2, false
defb b15, true
mov r0, v0
mov r1, c1
if b9
add r0.xy, r0, r1
else
add r0.xy, r0, r1
endif
rep i3
add r0, r0, c21
endrep
if b4
mov r1, r0.yzwx
endif
rep i5
mul r1, r0, r1
endrep
loop aL, i11
mov r1, r0.yzwx
endloop
if b15
mad r0, r0, r1, r0
else
mov r1, r0.yzwx
endif
call l7
rep i1
mov r1, r0.yzwx
endrep
call l12
loop aL, i8
add r0, r0, c[aL + 24]
endloop
call l14
rep i3
add r1, r1, r0
endrep
if b2
mov r1, r0.yzwx
else
mad r0, r0, r1, r0
endif
rep i2
mov r1, r0.yzwx
endrep
mov oPos, r0
ret
label l7
mad r0, r0, r1, r0
ret
label l12
mad r0, r0, r1, r0
ret
label l14
mov r1, r0.yzwx
ret
