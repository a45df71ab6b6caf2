// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c43 : register(c43);
float4 c46 : register(c46);
float4 c48 : register(c48);
float4 c49 : register(c49);
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
    r1.xyzw = c0.xyzw;
    [branch] if (r0.y <= r1.z) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.x != r1.x) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.z <= r1.x) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c49.xyzw;
    }
    [branch] if (r0.y > r1.x) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.y == r1.z) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.w > r1.z) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c49.xyzw;
    }
    [branch] if (r0.w < r1.z) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.x < r1.y) {
        r0.xyzw = r0.xyzw + c43.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (r0.x < r1.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.z != r1.w) {
        r0.xyzw = r0.xyzw + c43.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (r0.x != r1.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.w >= r1.w) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.y == r1.w) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [branch] if (r0.w <= r1.w) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = r0.xyzw + c48.xyzw;
    }
    [branch] if (r0.w == r1.y) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + c49.xyzw;
    }
    [branch] if (r0.z == r1.y) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.w < r1.w) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
