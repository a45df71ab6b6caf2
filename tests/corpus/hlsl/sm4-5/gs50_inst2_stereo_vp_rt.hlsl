// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Eyes
// {
//
//   float4x4 g_eye[2];                 // Offset:    0 Size:   128
//   float4 g_tint[2];                  // Offset:  128 Size:    32
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Eyes                              cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[10]; };
struct Input {
    float4 POSITION0 : POSITION0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    uint SV_ViewportArrayIndex0 : SV_ViewportArrayIndex0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(3)]
[instance(2)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[0][1].xyzw = asuint(input[0].COLOR0);
    vin[1][1].xyzw = asuint(input[1].COLOR0);
    vin[2][1].xyzw = asuint(input[2].COLOR0);
    r0.x = asuint(asint(vGSInstanceID.x) << (0x00000002u & 31u));
    r0.y = 0x00000000u;
    [loop] while (true) {
        if (r0.y >= 0x00000003u) { break; }
        r1.z = vGSInstanceID.x;
        o0.x = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x].xyzw)));
        o0.y = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 1].xyzw)));
        o0.z = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 2].xyzw)));
        o0.w = asuint(dot(asfloat(vin[r0.y][0].xyzw), asfloat(cb0[r0.x + 3].xyzw)));
        o1.xyzw = (asfloat(cb0[r1.z + 8].xyzw) * asfloat(vin[r0.y][1].xyzw));
        o2.x = vGSInstanceID.x;
        o2.y = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.COLOR0 = o1.xyzw;
            output.SV_ViewportArrayIndex0 = o2.x;
            output.SV_RenderTargetArrayIndex0 = o2.y;
            stream0.Append(output);
        }
        r0.y = asuint(asint(r0.y) + 1);
    }
    return;
}
