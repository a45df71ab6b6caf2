ps_3_0
dcl_texcoord0 v0
defi i1, 3, 0, 0, 0
defb b1, true
defb b3, false
defb b6, true
defb b8, true
defb b13, true
defb b15, false
mov r0, v0
mov r1, c0
rep i1
add r0, r0, c20
add r0, r0, c16
endrep
if b3
sub r0, r0, r1
if b6
mul r1, r0, r1
sub r0, r0, r1
add r0, r0, c14
if b13
mul r1, r0, r1
if !b11
max r0, r0, r1
if !b15
add r1, r1, r0
if b12
add r0, r0, c21
if !b11
mul r1, r0, r1
if b8
mul r1, r0, r1
add r0, r0, c19
if b12
add r1, r1, r0
if b1
mul r0, r0, r1
if b11
mul r0, r0, r1
if !b1
mul r1, r0, r1
if !b13
mul r0, r0, r1
if b8
add r1, r1, r0
add r0, r0, c19
if b6
sub r0, r0, r1
setp_lt p0, r0, r1
if !b9
add r1, r1, r0
if b6
add r0, r0, c19
if !b3
add r1, r1, r0
if !b0
add r0, r0, c21
add r0, r0, c15
if b3
add r0, r0, c21
if b0
add r0, r0, c17
sub r0, r0, r1
if b5
max r0, r0, r1
add r0, r0, c14
if !b11
mul r1, r0, r1
mul r1, r0, r1
mul r1, r0, r1
else
add r0, r0, c18
endif
endif
endif
endif
endif
endif
endif
endif
endif
else
add r1, r1, r0
sub r0, r0, r1
endif
endif
else
max r0, r0, r1
endif
endif
endif
endif
endif
else
add r1, r1, r0
endif
else
max r0, r0, r1
endif
endif
endif
endif
else
add r1, r1, r0
endif
endif
add r0, r0, c19
mov oC0, r0
