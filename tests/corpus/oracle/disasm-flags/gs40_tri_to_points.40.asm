gs_4_0
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyz
dcl_temps 4
dcl_inputprimitive triangle 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_maxout 4
mov r0.xyzw, l(0,0,0,0)
loop 
  ige r1.x, r0.w, l(3)
  breakc_nz r1.x
  dp4 r1.x, v[r0.w + 0][0].xyzw, cb0[0].xyzw
  dp4 r1.y, v[r0.w + 0][0].xyzw, cb0[1].xyzw
  dp4 r1.z, v[r0.w + 0][0].xyzw, cb0[2].xyzw
  dp4 r1.w, v[r0.w + 0][0].xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r1.w
  mov o1.xyz, |v[r0.w + 0][1].xyzx|
  emit 
  add r0.xyz, r0.xyzx, v[r0.w + 0][0].xyzx
  iadd r0.w, r0.w, l(1)
endloop 
add r1.xyz, -v[0][0].zxyz, v[1][0].zxyz
add r2.xyz, -v[0][0].yzxy, v[2][0].yzxy
mul r3.xyz, r1.xyzx, r2.xyzx
mad r1.xyz, r1.zxyz, r2.yzxy, -r3.xyzx
dp3 r0.w, r1.xyzx, r1.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, r1.xyzx
mul r0.xyz, r0.xyzx, l(0.333333, 0.333333, 0.333333, 0.000000)
mov r0.w, l(1.000000)
dp4 r1.w, r0.xyzw, cb0[0].xyzw
dp4 r2.x, r0.xyzw, cb0[1].xyzw
dp4 r2.y, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mad r0.yzw, r1.xxyz, l(0.000000, 0.500000, 0.500000, 0.500000), l(0.000000, 0.500000, 0.500000, 0.500000)
mov o0.x, r1.w
mov o0.y, r2.x
mov o0.z, r2.y
mov o0.w, r0.x
mov o1.xyz, r0.yzwy
emit 
ret 
