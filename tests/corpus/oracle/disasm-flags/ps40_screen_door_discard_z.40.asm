ps_4_0
dcl_constantbuffer cb0[4], dynamicIndexed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 1
ftou r0.xy, v0.xyxx
and r0.xy, r0.xyxx, l(3, 3, 0, 0)
ushr r0.x, cb0[r0.y + 0].x, r0.x
and r0.x, r0.x, l(1)
discard_z r0.x
mul r0.x, v1.w, cb0[3].y
lt r0.x, r0.x, l(0.010000)
discard_nz r0.x
mov o0.xyzw, v1.xyzw
ret 
