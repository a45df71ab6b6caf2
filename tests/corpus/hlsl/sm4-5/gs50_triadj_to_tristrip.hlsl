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
//   float4 g_camUp;                    // Offset:   80 Size:    16
//   float4 g_params;                   // Offset:   96 Size:    16 [unused]
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
};
[maxvertexcount(18)]
void main(triangleadj Input input[6], inout TriangleStream<Output> stream0) {
    uint4 vin[6][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
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
    r1.xyz = asuint((-asfloat(vin[0][0].yzx)) + asfloat(vin[4][0].yzx));
    r0.xyz = asuint(mad(asfloat(r0.zxy), asfloat(r1.yzx), (-(asfloat(r0.xyz) * asfloat(r1.xyz)))));
    if (0.0f >= dot(asfloat(r0.xyz), (g_camUp.xyz + (-asfloat(vin[0][0].xyz))))) {
        return;
    }
    r0.w = 0x3f800000u;
    r1.w = 0x3f800000u;
    r2.x = 0x00000000u;
    [loop] while (true) {
        if (asint(r2.x) >= 6) { break; }
        r2.y = asuint(asint(r2.x) + 1);
        r2.z = asuint(asint(r2.x) + 2);
        {
            uint p0 = r2.z % 0x00000006u;
            r2.w = p0;
        }
        r3.xyz = (-asfloat(vin[r2.x][0].zxy)) + asfloat(vin[r2.y][0].zxy);
        r4.xyz = (-asfloat(vin[r2.x][0].yzx)) + asfloat(vin[r2.w][0].yzx);
        r3.xyz = mad(r3.zxy, r4.yzx, (-(r3.xyz * r4.xyz)));
        if (0.0f >= dot(r3.xyz, (g_camUp.xyz + (-asfloat(vin[r2.x][0].xyz))))) {
            r3.xyz = (-g_camUp.xyz) + asfloat(vin[r2.x][0].xyz);
            r3.xyz = (rsqrt(dot(r3.xyz, r3.xyz))).xxx * r3.xyz;
            r4.xyz = (-g_camUp.xyz) + asfloat(vin[r2.w][0].xyz);
            r4.xyz = (rsqrt(dot(r4.xyz, r4.xyz))).xxx * r4.xyz;
            r0.xyz = vin[r2.x][0].xyz;
            r2.y = asuint(dot(asfloat(r0.xyzw), g_viewProj._m00_m10_m20_m30));
            r3.w = dot(asfloat(r0.xyzw), g_viewProj._m01_m11_m21_m31);
            r4.w = dot(asfloat(r0.xyzw), g_viewProj._m02_m12_m22_m32);
            o0.x = r2.y;
            o0.y = asuint(r3.w);
            o0.z = asuint(r4.w);
            o0.w = asuint(dot(asfloat(r0.xyzw), g_viewProj._m03_m13_m23_m33));
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                stream0.Append(output);
            }
            o0.x = asuint(dot(r3.xyz, g_viewProj._m00_m10_m20));
            o0.y = asuint(dot(r3.xyz, g_viewProj._m01_m11_m21));
            o0.z = asuint(dot(r3.xyz, g_viewProj._m02_m12_m22));
            o0.w = asuint(dot(r3.xyz, g_viewProj._m03_m13_m23));
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                stream0.Append(output);
            }
            r1.xyz = vin[r2.w][0].xyz;
            r0.x = asuint(dot(asfloat(r1.xyzw), g_viewProj._m00_m10_m20_m30));
            r0.y = asuint(dot(asfloat(r1.xyzw), g_viewProj._m01_m11_m21_m31));
            r0.z = asuint(dot(asfloat(r1.xyzw), g_viewProj._m02_m12_m22_m32));
            o0.x = r0.x;
            o0.y = r0.y;
            o0.z = r0.z;
            o0.w = asuint(dot(asfloat(r1.xyzw), g_viewProj._m03_m13_m23_m33));
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                stream0.Append(output);
            }
            o0.x = asuint(dot(r4.xyz, g_viewProj._m00_m10_m20));
            o0.y = asuint(dot(r4.xyz, g_viewProj._m01_m11_m21));
            o0.z = asuint(dot(r4.xyz, g_viewProj._m02_m12_m22));
            o0.w = asuint(dot(r4.xyz, g_viewProj._m03_m13_m23));
            {
                Output output;
                output.SV_Position0 = asfloat(o0.xyzw);
                stream0.Append(output);
            }
            stream0.RestartStrip();
        }
        r2.x = r2.z;
    }
    o0.x = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(vin[0][0].xyzw), g_viewProj._m03_m13_m23_m33));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.x = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(vin[2][0].xyzw), g_viewProj._m03_m13_m23_m33));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.x = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(vin[4][0].xyzw), g_viewProj._m03_m13_m23_m33));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    stream0.RestartStrip();
    r0.xyz = asuint((-g_camUp.xyz) + asfloat(vin[4][0].xyz));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m00_m10_m20));
    r1.x = asuint(dot(asfloat(r0.xyz), g_viewProj._m01_m11_m21));
    r1.y = asuint(dot(asfloat(r0.xyz), g_viewProj._m02_m12_m22));
    o0.x = r0.w;
    o0.y = r1.x;
    o0.z = r1.y;
    o0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m03_m13_m23));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    r0.xyz = asuint((-g_camUp.xyz) + asfloat(vin[2][0].xyz));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m00_m10_m20));
    r1.x = asuint(dot(asfloat(r0.xyz), g_viewProj._m01_m11_m21));
    r1.y = asuint(dot(asfloat(r0.xyz), g_viewProj._m02_m12_m22));
    o0.x = r0.w;
    o0.y = r1.x;
    o0.z = r1.y;
    o0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m03_m13_m23));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    r0.xyz = asuint((-g_camUp.xyz) + asfloat(vin[0][0].xyz));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m00_m10_m20));
    r1.x = asuint(dot(asfloat(r0.xyz), g_viewProj._m01_m11_m21));
    r1.y = asuint(dot(asfloat(r0.xyz), g_viewProj._m02_m12_m22));
    o0.x = r0.w;
    o0.y = r1.x;
    o0.z = r1.y;
    o0.w = asuint(dot(asfloat(r0.xyz), g_viewProj._m03_m13_m23));
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    return;
}
