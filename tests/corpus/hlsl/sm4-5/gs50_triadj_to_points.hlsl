// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
//   float4 g_params;                   // Offset:   96 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float CREASE0 : CREASE0;
};
[maxvertexcount(3)]
void main(triangleadj Input input[6], inout PointStream<Output> stream0) {
    uint4 vin[6][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[3][0].xyzw = asuint(input[3].POSITION0);
    vin[4][0].xyzw = asuint(input[4].POSITION0);
    vin[5][0].xyzw = asuint(input[5].POSITION0);
    r0.xyz = asuint((-asfloat(vin[0][0].zxy)) + asfloat(vin[2][0].zxy));
    r1.xyz = (-asfloat(vin[0][0].yzx)) + asfloat(vin[4][0].yzx);
    r0.xyz = asuint(mad(asfloat(r0.zxy), r1.yzx, (-(asfloat(r0.xyz) * r1.xyz))));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r1.w = 1.0f;
    r0.w = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.w) >= 3) { break; }
        r2.x = asuint(asint(r0.w) << (0x00000001u & 31u));
        r2.y = asuint(asint(r2.x) + 2);
        {
            uint p0 = r2.y % 0x00000006u;
            r2.y = p0;
        }
        r2.z = asuint(asint(r0.w) * 2 + 1);
        r3.xyz = (-asfloat(vin[r2.x][0].zxy)) + asfloat(vin[r2.z][0].zxy);
        r4.xyz = (-asfloat(vin[r2.x][0].yzx)) + asfloat(vin[r2.y][0].yzx);
        r3.xyz = mad(r3.zxy, r4.yzx, (-(r3.xyz * r4.xyz)));
        r2.z = asuint(dot(asfloat(r0.xyz), ((rsqrt(dot(r3.xyz, r3.xyz))).xxx * r3.xyz)));
        if (asfloat(r2.z) < g_params.z) {
            r1.xyz = (asfloat(vin[r2.y][0].xyz) + asfloat(vin[r2.x][0].xyz)) * float3(0.5f, 0.5f, 0.5f);
            r2.x = asuint(dot(r1.xyzw, g_viewProj._m00_m10_m20_m30));
            r2.y = asuint(dot(r1.xyzw, g_viewProj._m01_m11_m21_m31));
            r2.w = asuint(dot(r1.xyzw, g_viewProj._m02_m12_m22_m32));
            r1.x = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
            o0.x = r2.x;
            o0.y = r2.y;
            o0.z = r2.w;
            o0.w = asuint(r1.x);
            o1.x = ((-asfloat(r2.z)) + 1.0f);
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                output.CREASE0 = o1.x;
                stream0.Append(output);
            }
        }
        r0.w = asuint(asint(r0.w) + 1);
    }
    return;
}
