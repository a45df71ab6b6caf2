// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    {
        float4 pv = r0.xyzw;
        [branch] if (p0.x) {
            r2.x = pv.x;
        }
        [branch] if (p0.y) {
            r2.y = pv.y;
        }
        [branch] if (p0.z) {
            r2.z = pv.z;
        }
        [branch] if (p0.w) {
            r2.w = pv.w;
        }
    }
    [branch] if (!p0.x) {
        r2.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (p0.w) {
        r2.w = r0.x * r1.y;
    }
    oPos.xyzw = r2.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
