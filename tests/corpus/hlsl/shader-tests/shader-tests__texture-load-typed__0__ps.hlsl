// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// f1                                texture   float          2d    0        1
// i1                                texture    sint          2d    1        1
// u2                                texture   uint2          2d    2        1
//
Texture2D<float4> f1 : register(t0);
Texture2D<int4> t1 : register(t1);
Texture2D<uint4> t2 : register(t2);
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    o0.zw = asuint((float2)(t2.Load(int3(0, 0, 0))).xyzw.xy);
    o0.y = asuint((float)(t1.Load(int3(0, 0, 0))).xyzw.x);
    o0.x = asuint((f1.Load(int3(0, 0, 0))).xyzw.x);
    {
        output.sv_target0 = asfloat(o0.xyzw);
        return output;
    }
}
