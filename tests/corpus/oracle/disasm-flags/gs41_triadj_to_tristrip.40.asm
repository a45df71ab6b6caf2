gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[6], immediateIndexed
dcl_input v[6][0].xyzw
dcl_temps 6
dcl_inputprimitive triangleadj 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 18
add r0.xyz, -v[0][0].zxyz, v[2][0].zxyz
add r1.xyz, -v[0][0].yzxy, v[4][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
add r1.xyz, cb0[5].xyzx, -v[0][0].xyzx
dp3 r0.x, r0.xyzx, r1.xyzx
ge r0.x, l(0.000000), r0.x
if_nz r0.x
  ret 
endif 
mov r0.w, l(1.000000)
mov r1.w, l(1.000000)
mov r2.x, l(0)
loop 
  ige r2.y, r2.x, l(6)
  breakc_nz r2.y
  iadd r2.yz, r2.xxxx, l(0, 1, 2, 0)
  udiv null, r2.w, r2.z, l(6)
  add r3.xyz, -v[r2.x + 0][0].zxyz, v[r2.y + 0][0].zxyz
  add r4.xyz, -v[r2.x + 0][0].yzxy, v[r2.w + 0][0].yzxy
  mul r5.xyz, r3.xyzx, r4.xyzx
  mad r3.xyz, r3.zxyz, r4.yzxy, -r5.xyzx
  add r4.xyz, cb0[5].xyzx, -v[r2.x + 0][0].xyzx
  dp3 r2.y, r3.xyzx, r4.xyzx
  ge r2.y, l(0.000000), r2.y
  if_nz r2.y
    add r3.xyz, -cb0[5].xyzx, v[r2.x + 0][0].xyzx
    dp3 r2.y, r3.xyzx, r3.xyzx
    rsq r2.y, r2.y
    mul r3.xyz, r2.yyyy, r3.xyzx
    add r4.xyz, -cb0[5].xyzx, v[r2.w + 0][0].xyzx
    dp3 r2.y, r4.xyzx, r4.xyzx
    rsq r2.y, r2.y
    mul r4.xyz, r2.yyyy, r4.xyzx
    mov r0.xyz, v[r2.x + 0][0].xyzx
    dp4 r2.y, r0.xyzw, cb0[0].xyzw
    dp4 r3.w, r0.xyzw, cb0[1].xyzw
    dp4 r4.w, r0.xyzw, cb0[2].xyzw
    dp4 r0.x, r0.xyzw, cb0[3].xyzw
    mov o0.x, r2.y
    mov o0.y, r3.w
    mov o0.z, r4.w
    mov o0.w, r0.x
    emit 
    dp3 r0.x, r3.xyzx, cb0[0].xyzx
    dp3 r0.y, r3.xyzx, cb0[1].xyzx
    dp3 r0.z, r3.xyzx, cb0[2].xyzx
    dp3 r2.y, r3.xyzx, cb0[3].xyzx
    mov o0.x, r0.x
    mov o0.y, r0.y
    mov o0.z, r0.z
    mov o0.w, r2.y
    emit 
    mov r1.xyz, v[r2.w + 0][0].xyzx
    dp4 r0.x, r1.xyzw, cb0[0].xyzw
    dp4 r0.y, r1.xyzw, cb0[1].xyzw
    dp4 r0.z, r1.xyzw, cb0[2].xyzw
    dp4 r1.x, r1.xyzw, cb0[3].xyzw
    mov o0.x, r0.x
    mov o0.y, r0.y
    mov o0.z, r0.z
    mov o0.w, r1.x
    emit 
    dp3 r0.x, r4.xyzx, cb0[0].xyzx
    dp3 r0.y, r4.xyzx, cb0[1].xyzx
    dp3 r0.z, r4.xyzx, cb0[2].xyzx
    dp3 r1.x, r4.xyzx, cb0[3].xyzx
    mov o0.x, r0.x
    mov o0.y, r0.y
    mov o0.z, r0.z
    mov o0.w, r1.x
    emit 
    cut 
  endif 
  mov r2.x, r2.z
endloop 
dp4 r0.x, v[0][0].xyzw, cb0[0].xyzw
dp4 r0.y, v[0][0].xyzw, cb0[1].xyzw
dp4 r0.z, v[0][0].xyzw, cb0[2].xyzw
dp4 r0.w, v[0][0].xyzw, cb0[3].xyzw
mov o0.x, r0.x
mov o0.y, r0.y
mov o0.z, r0.z
mov o0.w, r0.w
emit 
dp4 r0.x, v[2][0].xyzw, cb0[0].xyzw
dp4 r0.y, v[2][0].xyzw, cb0[1].xyzw
dp4 r0.z, v[2][0].xyzw, cb0[2].xyzw
dp4 r0.w, v[2][0].xyzw, cb0[3].xyzw
mov o0.x, r0.x
mov o0.y, r0.y
mov o0.z, r0.z
mov o0.w, r0.w
emit 
dp4 r0.x, v[4][0].xyzw, cb0[0].xyzw
dp4 r0.y, v[4][0].xyzw, cb0[1].xyzw
dp4 r0.z, v[4][0].xyzw, cb0[2].xyzw
dp4 r0.w, v[4][0].xyzw, cb0[3].xyzw
mov o0.x, r0.x
mov o0.y, r0.y
mov o0.z, r0.z
mov o0.w, r0.w
emit 
cut 
add r0.xyz, -cb0[5].xyzx, v[4][0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.w, r0.xyzx, cb0[0].xyzx
dp3 r1.x, r0.xyzx, cb0[1].xyzx
dp3 r1.y, r0.xyzx, cb0[2].xyzx
dp3 r0.x, r0.xyzx, cb0[3].xyzx
mov o0.x, r0.w
mov o0.y, r1.x
mov o0.z, r1.y
mov o0.w, r0.x
emit 
add r0.xyz, -cb0[5].xyzx, v[2][0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.w, r0.xyzx, cb0[0].xyzx
dp3 r1.x, r0.xyzx, cb0[1].xyzx
dp3 r1.y, r0.xyzx, cb0[2].xyzx
dp3 r0.x, r0.xyzx, cb0[3].xyzx
mov o0.x, r0.w
mov o0.y, r1.x
mov o0.z, r1.y
mov o0.w, r0.x
emit 
add r0.xyz, -cb0[5].xyzx, v[0][0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.w, r0.xyzx, cb0[0].xyzx
dp3 r1.x, r0.xyzx, cb0[1].xyzx
dp3 r1.y, r0.xyzx, cb0[2].xyzx
dp3 r0.x, r0.xyzx, cb0[3].xyzx
mov o0.x, r0.w
mov o0.y, r1.x
mov o0.z, r1.y
mov o0.w, r0.x
emit 
ret 
