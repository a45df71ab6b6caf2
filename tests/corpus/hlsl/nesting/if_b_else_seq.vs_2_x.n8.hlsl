// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c31 : register(c31);
float4 c35 : register(c35);
bool b1 : register(b1);
bool b6 : register(b6);
bool b8 : register(b8);
bool b9 : register(b9);
bool b14 : register(b14);
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
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (!b9) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (!b6) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c35.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b1) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b8) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (!b14) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c31.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
