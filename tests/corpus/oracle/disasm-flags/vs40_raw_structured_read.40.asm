vs_4_0
dcl_globalFlags refactoringAllowed | enableRawAndStructuredBuffers
dcl_resource_raw t0
dcl_resource_structured t1, 16 
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 2
ishl r0.x, v0.x, l(2)
ld_raw r0.x, r0.x, t0.xxxx
ld_structured r0.xyzw, r0.x, l(0), t1.xyzw
ishl r1.x, v0.x, l(3)
iadd r1.x, r1.x, l(64)
ld_raw r1.xy, r1.x, t0.xyxx
mov r1.z, l(0)
add o0.xyzw, r0.xyzw, r1.xzzz
mov o1.x, r1.y
ret 
