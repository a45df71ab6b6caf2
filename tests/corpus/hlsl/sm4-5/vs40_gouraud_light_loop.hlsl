// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Lights
// {
//
//   struct
//   {
//       
//       float4 posRange;               // Offset:    0
//       float4 color;                  // Offset:   16
//
//   } g_lights[16];                    // Offset:    0 Size:   512
//   uint g_numLights;                  // Offset:  512 Size:     4
//   float3 g_ambient;                  // Offset:  516 Size:    12
//   float4x4 g_viewProj;               // Offset:  528 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Lights                            cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[37]; };
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    r0.xyzw = asfloat(cb0[32].yzwx);
    r1.x = 0x00000000u;
    [loop] while (true) {
        if (r1.x >= 0x00000010u) { break; }
        if (r1.x >= asuint(r0.w)) {
            break;
        }
        r1.y = asuint(asint(r1.x) << (0x00000001u & 31u));
        r2.xyz = (-v0.xyz) + asfloat(cb0[r1.y].xyz);
        r1.z = asuint(sqrt(dot(r2.xyz, r2.xyz)));
        if (asfloat(cb0[r1.y].w) < asfloat(r1.z)) {
            r1.x = asuint((asint(r1.x) + 1));
            continue;
        }
        r1.w = asuint((-(asfloat(r1.z) / asfloat(cb0[r1.y].w))) + 1.0f);
        r1.z = asuint(saturate(dot(v1.xyz, (r2.xyz / asfloat(r1.zzz)))));
        r2.xyz = asfloat(r1.zzz) * asfloat(cb0[r1.y + 1].xyz);
        r0.xyz = mad((asfloat(r1.w) * asfloat(r1.w)).xxx, r2.xyz, r0.xyz);
        r1.x = asuint(asint(r1.x) + 1);
    }
    o1.xyz = r0.xyz;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, asfloat(cb0[33].xyzw));
    o0.y = dot(r0.xyzw, asfloat(cb0[34].xyzw));
    o0.z = dot(r0.xyzw, asfloat(cb0[35].xyzw));
    o0.w = dot(r0.xyzw, asfloat(cb0[36].xyzw));
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyz;
        return output;
    }
}
