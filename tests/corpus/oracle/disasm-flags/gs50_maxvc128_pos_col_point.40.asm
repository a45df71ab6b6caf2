gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 5
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 128
mov r0.w, l(1.000000)
mov r1.x, l(0)
loop 
  ige r1.y, r1.x, l(128)
  breakc_nz r1.y
  itof r1.y, r1.x
  mul r1.zw, r1.yyyy, l(0.000000, 0.000000, 0.007874, 0.031496)
  mul r2.yz, r1.zzzz, cb0[6].wwzw
  mul r2.y, r2.y, l(6.283185)
  sincos r3.x, r4.x, r2.y
  mul r2.x, r1.z, r4.x
  mul r2.w, r1.z, r3.x
  mad r0.xyz, r2.xzwx, cb0[6].xxxx, v[0][0].xyzx
  dp4 r2.x, r0.xyzw, cb0[0].xyzw
  dp4 r2.y, r0.xyzw, cb0[1].xyzw
  dp4 r2.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mad r0.y, -r1.y, l(0.007874), l(1.000000)
  frc r0.z, r1.w
  mov o0.x, r2.x
  mov o0.y, r2.y
  mov o0.z, r2.z
  mov o0.w, r0.x
  mov o1.x, r1.z
  mov o1.y, r0.y
  mov o1.z, r0.z
  mov o1.w, l(1.000000)
  emit_stream m0
  iadd r1.x, r1.x, l(1)
endloop 
ret 
