gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input vGSInstanceID
dcl_temps 2
dcl_gsinstances 7
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_output_siv o2.x, rendertarget_array_index
dcl_maxout 4
utof r0.x, vGSInstanceID.x
add r0.x, r0.x, l(0.500000)
mul r0.z, r0.x, l(0.142857)
mov r0.w, l(0)
loop 
  uge r1.x, r0.w, l(4)
  breakc_nz r1.x
  utof r1.x, r0.w
  mul r1.x, r1.x, l(1.570796)
  sincos r1.x, r0.x, r1.x
  mov r0.y, r1.x
  mad r1.xyz, r0.xyzx, cb0[0].xyzx, cb0[1].xyzx
  mad r0.xy, r0.xyxx, cb0[0].wwww, v[0][0].xyxx
  mov o0.xy, r0.xyxx
  mov o0.z, r0.z
  mov o0.w, l(1.000000)
  mov o1.xyz, r1.xyzx
  mov o2.x, vGSInstanceID.x
  emit_stream m0
  iadd r0.w, r0.w, l(1)
endloop 
ret 
