gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyz
dcl_input vGSInstanceID
dcl_temps 7
dcl_gsinstances 32
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output o1.w
dcl_output_siv o2.x, rendertarget_array_index
dcl_maxout 32
utof r0.x, vGSInstanceID.x
iadd r0.z, vGSInstanceID.x, l(1)
utof r0.z, r0.z
mul r0.yz, r0.xxzx, l(0.000000, 0.031250, 0.031250, 0.000000)
dp4 r1.z, v[0][0].xyzw, cb0[2].xyzw
dp4 r2.z, v[1][0].xyzw, cb0[2].xyzw
dp4 r3.z, v[2][0].xyzw, cb0[2].xyzw
min r0.w, r2.z, r3.z
min r0.w, r0.w, r1.z
max r4.x, r2.z, r3.z
max r4.x, r1.z, r4.x
lt r0.y, r4.x, r0.y
lt r0.z, r0.z, r0.w
or r0.y, r0.z, r0.y
if_nz r0.y
  ret 
endif 
dp4 r1.x, v[0][0].xyzw, cb0[0].xyzw
dp4 r1.y, v[0][0].xyzw, cb0[1].xyzw
dp4 r1.w, v[0][0].xyzw, cb0[3].xyzw
dp4 r2.x, v[1][0].xyzw, cb0[0].xyzw
dp4 r2.y, v[1][0].xyzw, cb0[1].xyzw
dp4 r2.w, v[1][0].xyzw, cb0[3].xyzw
dp4 r3.x, v[2][0].xyzw, cb0[0].xyzw
dp4 r3.y, v[2][0].xyzw, cb0[1].xyzw
dp4 r3.w, v[2][0].xyzw, cb0[3].xyzw
ftoi r0.y, cb0[4].x
mad r0.z, -r0.x, l(0.031250), r1.z
mad r0.w, -r0.x, l(0.031250), r2.z
mad r0.x, -r0.x, l(0.031250), r3.z
mul_sat r0.xzw, r0.xxzw, l(32.000000, 0.000000, 32.000000, 32.000000)
mov r4.xzw, l(0,0,0,0)
mov r5.x, l(0)
loop 
  ilt r5.y, r5.x, r0.y
  ilt r5.z, r5.x, l(10)
  and r5.y, r5.z, r5.y
  breakc_z r5.y
  itof r5.y, r5.x
  mul r4.y, r5.y, cb0[4].y
  add r6.xyzw, r1.xyzw, r4.xyzw
  mov o0.xyzw, r6.xyzw
  mov o1.xyz, v[0][1].xyzx
  mov o1.w, r0.z
  mov o2.x, vGSInstanceID.x
  emit_stream m0
  add r6.xyzw, r2.xyzw, r4.xyzw
  mov o0.xyzw, r6.xyzw
  mov o1.xyz, v[1][1].xyzx
  mov o1.w, r0.w
  mov o2.x, vGSInstanceID.x
  emit_stream m0
  add r6.xyzw, r3.xyzw, r4.xyzw
  mov o0.xyzw, r6.xyzw
  mov o1.xyz, v[2][1].xyzx
  mov o1.w, r0.x
  mov o2.x, vGSInstanceID.x
  emit_stream m0
  cut_stream m0
  iadd r5.x, r5.x, l(1)
endloop 
ret 
