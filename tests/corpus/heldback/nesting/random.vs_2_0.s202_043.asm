vs_2_0
dcl_position v0
defi i0, 4, 0, 0, 0
defi i1, 3, 0, 0, 0
defi i5, 1, 0, 0, 0
defi i7, 4, 0, 0, 0
defi i8, 2, 0, 1, 0
defi i12, 3, 2, 1, 0
defb b6, false
mov r0, v0
mov r1, c1
call l1
rep i7
max r0, r0, r1
endrep
rep i0
mad r0, r0, r1, r0
endrep
call l8
rep i5
mov r1, r0.yzwx
endrep
loop aL, i8
mad r1, r0, r0, r1
endloop
if !b13
add r0.xy, r0, r1
endif
if !b6
add r0.xy, r0, r1
else
add r0.xy, r0, r1
endif
if b13
add r0.xy, r0, r1
endif
call l12
loop aL, i12
max r0, r0, r1
endloop
rep i1
mov r1, r0.yzwx
endrep
if b0
max r0, r0, r1
endif
if !b4
max r0, r0, r1
else
mad r1, r0, r0, r1
endif
if b1
add r0.xy, r0, r1
endif
mov oPos, r0
ret
label l1
mad r1, r0, r0, r1
ret
label l8
mad r0, r0, r1, r0
ret
label l12
mad r0, r0, r1, r0
ret
