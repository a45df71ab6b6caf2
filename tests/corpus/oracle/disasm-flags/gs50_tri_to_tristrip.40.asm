gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xy
dcl_input vPrim
dcl_temps 3
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyz
dcl_maxout 3
add r0.xyz, -v[0][0].zxyz, v[1][0].zxyz
add r1.xyz, -v[0][0].yzxy, v[2][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
udiv null, r0.w, vPrim, l(7)
utof r0.w, r0.w
mad r0.w, r0.w, l(0.100000), l(1.000000)
mul r0.w, r0.w, cb0[6].y
mov r1.w, l(1.000000)
mov r2.x, l(0)
loop 
  ige r2.y, r2.x, l(3)
  breakc_nz r2.y
  mad r1.xyz, r0.xyzx, r0.wwww, v[r2.x + 0][0].xyzx
  dp4 r2.y, r1.xyzw, cb0[0].xyzw
  dp4 r2.z, r1.xyzw, cb0[1].xyzw
  dp4 r2.w, r1.xyzw, cb0[2].xyzw
  dp4 r1.x, r1.xyzw, cb0[3].xyzw
  mov o0.x, r2.y
  mov o0.y, r2.z
  mov o0.z, r2.w
  mov o0.w, r1.x
  mov o1.xy, v[r2.x + 0][1].xyxx
  mov o2.xyz, r0.xyzx
  emit_stream m0
  iadd r2.x, r2.x, l(1)
endloop 
ret 
