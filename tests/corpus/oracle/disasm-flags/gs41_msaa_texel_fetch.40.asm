gs_4_1
dcl_globalFlags refactoringAllowed
dcl_resource_texture2dms(0) (float,float,float,float) t0
dcl_resource_buffer (float,float,float,float) t1
dcl_input v[3][0].xyzw
dcl_input vPrim
dcl_temps 4
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output_siv o2.x, rendertarget_array_index
dcl_output_siv o2.y, viewport_array_index
dcl_maxout 3
and r0.xy, vPrim, l(63, 7, 0, 0)
ushr r0.z, vPrim, l(6)
ushr r1.x, vPrim, l(3)
and r1.x, r1.x, l(15)
mov r0.w, l(0)
mov r1.y, l(0)
loop 
  ige r1.z, r1.y, l(3)
  breakc_nz r1.z
  imad r1.z, vPrim, l(3), r1.y
  ld r2.xyzw, r1.zzzz, t1.xyzw
  add r2.xyzw, r2.xyzw, v[r1.y + 0][0].xyzw
  ldms r3.xyzw, r0.xzww, t0.xyzw, r1.y
  mov o0.xyzw, r2.xyzw
  mov o1.xyzw, r3.xyzw
  mov o2.x, r0.y
  mov o2.y, r1.x
  emit 
  iadd r1.y, r1.y, l(1)
endloop 
ret 
