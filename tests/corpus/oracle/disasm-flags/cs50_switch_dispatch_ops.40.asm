cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 16 
dcl_uav_structured u0, 4
dcl_temps 2
dcl_thread_group 1, 1, 1
mov r0.x, l(0)
loop 
  uge r0.y, r0.x, cb0[0].x
  breakc_nz r0.y
  ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r1.xyzw, r0.x, l(0), t0.xyzw
  ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r0.y, r1.y, l(0), u0.xxxx
  ld_structured_indexable(structured_buffer, stride=4)(mixed,mixed,mixed,mixed) r0.z, r1.z, l(0), u0.xxxx
  if_z r1.x
    iadd r0.y, r0.z, r0.y
  else 
    ieq r0.w, r1.x, l(1)
    if_nz r0.w
      iadd r0.y, -r0.z, r0.y
    else 
      ieq r0.w, r1.x, l(2)
      if_nz r0.w
        imul null, r0.y, r0.z, r0.y
      else 
        ieq r0.w, r1.x, l(3)
        if_nz r0.w
          xor r0.w, r0.z, r0.y
          imax r1.yz, r0.yyzy, -r0.yyzy
          udiv r1.y, null, r1.y, r1.z
          ineg r1.z, r1.y
          and r0.w, r0.w, l(0x80000000)
          movc r0.w, r0.w, r1.z, r1.y
          movc r0.y, r0.z, r0.w, l(0)
        else 
          ieq r0.w, r1.x, l(4)
          if_nz r0.w
            and r0.w, r0.y, l(0x80000000)
            imax r1.yz, r0.yyzy, -r0.yyzy
            udiv null, r1.y, r1.y, r1.z
            ineg r1.z, r1.y
            movc r0.w, r0.w, r1.z, r1.y
            movc r0.y, r0.z, r0.w, l(0)
          else 
            ieq r0.w, r1.x, l(5)
            if_nz r0.w
              ishl r0.y, r0.y, r0.z
            else 
              ieq r0.w, r1.x, l(6)
              if_nz r0.w
                ishr r0.y, r0.y, r0.z
              else 
                ieq r0.w, r1.x, l(7)
                if_nz r0.w
                  ushr r0.y, r0.y, r0.z
                else 
                  ieq r0.w, r1.x, l(8)
                  if_nz r0.w
                    imin r0.y, r0.z, r0.y
                  else 
                    ieq r0.w, r1.x, l(9)
                    if_nz r0.w
                      imax r0.y, r0.z, r0.y
                    else 
                      ieq r0.w, r1.x, l(10)
                      if_nz r0.w
                        imax r0.y, -r0.y, r0.y
                      else 
                        ieq r1.yz, r1.xxxx, l(0, 11, 12, 0)
                        or r0.w, r1.z, r1.y
                        if_nz r0.w
                          ineg r0.y, r0.y
                        else 
                          ieq r0.w, r1.x, l(13)
                          if_nz r0.w
                            xor r0.y, r0.z, r0.y
                          endif 
                        endif 
                      endif 
                    endif 
                  endif 
                endif 
              endif 
            endif 
          endif 
        endif 
      endif 
    endif 
  endif 
  store_structured u0.x, r1.w, l(0), r0.y
  iadd r0.x, r0.x, l(1)
endloop 
ret 
