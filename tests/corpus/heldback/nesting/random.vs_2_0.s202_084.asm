vs_2_0
dcl_position v0
defi i1, 1, 0, 0, 0
defi i2, 1, 0, 0, 0
defi i5, 4, 0, 0, 0
defi i6, 4, 0, 0, 0
defi i8, 2, 3, 1, 0
defi i11, 2, 0, 1, 0
defi i12, 3, 1, 1, 0
defb b10, false
mov r0, v0
mov r1, c0
rep i2
mul r0, r0, r1
endrep
if b7
sub r0, r0, r1
endif
loop aL, i8
add r0, r0, r1
endloop
call l1
if !b10
dp4 r0.x, r0, r1
else
add r0, r0, c51
endif
rep i6
mul r0, r0, r1
endrep
rep i1
mul r0, r0, r1
endrep
loop aL, i12
add r0, r0, r1
endloop
call l5
loop aL, i11
dp4 r0.x, r0, r1
endloop
if b4
dp4 r0.x, r0, r1
else
add r0.xy, r0, r1
endif
loop aL, i11
dp4 r0.x, r0, r1
endloop
call l12
rep i5
mul r0, r0, r1
endrep
mov oPos, r0
ret
label l1
mul r0, r0, r1
ret
label l5
add r0, r0, c54
ret
label l12
mul r0, r0, r1
ret
