gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v[6][0].xyzw
dcl_temps 4
dcl_inputprimitive triangleadj 
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 6
add r0.xyz, -v[0][0].yzxy, v[2][0].yzxy
add r1.xyz, -v[0][0].yzxy, v[4][0].yzxy
mul r2.xyz, r0.yzxy, r1.xyzx
mad r1.xyz, r0.xyzx, r1.yzxy, -r2.xyzx
add r2.xyz, cb0[4].xyzx, -v[0][0].xyzx
dp3 r0.w, r1.xyzx, r2.xyzx
ge r0.w, l(0.000000), r0.w
if_nz r0.w
  ret 
endif 
add r1.xyz, -v[0][0].zxyz, v[1][0].zxyz
mul r3.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r1.zxyz, r0.yzxy, -r3.xyzx
dp3 r0.x, r0.xyzx, r2.xyzx
ge r0.x, l(0.000000), r0.x
if_nz r0.x
  dp4 r0.x, v[0][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[0][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[0][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[0][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  dp4 r0.x, v[2][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[2][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[2][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[2][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  cut 
endif 
add r0.xyz, -v[2][0].zxyz, v[3][0].zxyz
add r1.xyz, -v[2][0].yzxy, v[4][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
add r1.xyz, cb0[4].xyzx, -v[2][0].xyzx
dp3 r0.x, r0.xyzx, r1.xyzx
ge r0.x, l(0.000000), r0.x
if_nz r0.x
  dp4 r0.x, v[2][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[2][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[2][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[2][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  dp4 r0.x, v[4][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[4][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[4][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[4][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  cut 
endif 
add r0.xyz, -v[4][0].zxyz, v[5][0].zxyz
add r1.xyz, -v[4][0].yzxy, v[0][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
add r1.xyz, cb0[4].xyzx, -v[4][0].xyzx
dp3 r0.x, r0.xyzx, r1.xyzx
ge r0.x, l(0.000000), r0.x
if_nz r0.x
  dp4 r0.x, v[4][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[4][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[4][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[4][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  dp4 r0.x, v[0][0].xyzw, cb0[0].xyzw
  dp4 r0.y, v[0][0].xyzw, cb0[1].xyzw
  dp4 r0.z, v[0][0].xyzw, cb0[2].xyzw
  dp4 r0.w, v[0][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.x
  mov o0.y, r0.y
  mov o0.z, r0.z
  mov o0.w, r0.w
  mov o1.xyzw, l(0,0,0,1.000000)
  emit 
  cut 
endif 
ret 
