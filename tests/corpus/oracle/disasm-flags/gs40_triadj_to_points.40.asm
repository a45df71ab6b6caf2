gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[6][0].xyzw
dcl_temps 6
dcl_inputprimitive triangleadj 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_maxout 3
add r0.xyz, -v[0][0].zxyz, v[2][0].zxyz
add r1.xyz, -v[0][0].yzxy, v[4][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
mov r1.w, l(1.000000)
mov r0.w, l(0)
loop 
  ige r2.x, r0.w, l(3)
  breakc_nz r2.x
  ishl r2.x, r0.w, l(1)
  iadd r2.yz, r2.xxxx, l(0, 2, 1, 0)
  udiv null, r2.y, r2.y, l(6)
  add r3.xyz, -v[r2.x + 0][0].zxyz, v[r2.z + 0][0].zxyz
  add r4.xyz, -v[r2.x + 0][0].yzxy, v[r2.y + 0][0].yzxy
  mul r5.xyz, r3.xyzx, r4.xyzx
  mad r3.xyz, r3.zxyz, r4.yzxy, -r5.xyzx
  dp3 r2.z, r3.xyzx, r3.xyzx
  rsq r2.z, r2.z
  mul r3.xyz, r2.zzzz, r3.xyzx
  dp3 r2.z, r0.xyzx, r3.xyzx
  lt r2.w, r2.z, cb0[6].z
  if_nz r2.w
    add r2.xyw, v[r2.y + 0][0].xyxz, v[r2.x + 0][0].xyxz
    mul r1.xyz, r2.xywx, l(0.500000, 0.500000, 0.500000, 0.000000)
    dp4 r2.x, r1.xyzw, cb0[0].xyzw
    dp4 r2.y, r1.xyzw, cb0[1].xyzw
    dp4 r2.w, r1.xyzw, cb0[2].xyzw
    dp4 r1.x, r1.xyzw, cb0[3].xyzw
    add r1.y, -r2.z, l(1.000000)
    mov o0.x, r2.x
    mov o0.y, r2.y
    mov o0.z, r2.w
    mov o0.w, r1.x
    mov o1.x, r1.y
    emit 
  endif 
  iadd r0.w, r0.w, l(1)
endloop 
ret 
