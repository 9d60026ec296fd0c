module saturating_arithmetic_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] integ,
    input  wire [2:0] err,
    output reg        integrate_en,
    output reg        held_high,
    output reg        held_low
);
    localparam S_TRACKING = 2'd0;
    localparam S_HOLD_HIGH = 2'd1;
    localparam S_HOLD_LOW = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_TRACKING: begin
                if (integ == 4'd15 && !err[2] && err != 3'd0)
                    state_next = S_HOLD_HIGH;
                else if (integ == 4'd0 && err[2])
                    state_next = S_HOLD_LOW;
            end
            S_HOLD_HIGH: begin
                if (err[2] || integ != 4'd15)
                    state_next = S_TRACKING;
            end
            S_HOLD_LOW: begin
                if ((!err[2] && err != 3'd0) || integ != 4'd0)
                    state_next = S_TRACKING;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_TRACKING;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_TRACKING: begin integrate_en = 1'b1; held_high = 1'b0; held_low = 1'b0; end
            S_HOLD_HIGH: begin integrate_en = 1'b0; held_high = 1'b1; held_low = 1'b0; end
            S_HOLD_LOW: begin integrate_en = 1'b0; held_high = 1'b0; held_low = 1'b1; end
            default: begin integrate_en = 1'b0; held_high = 1'b0; held_low = 1'b0; end
        endcase
    end
endmodule

module rate_limiter_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pkt_valid,
    input  wire       refill,
    output wire       mark_green,
    output wire       mark_yellow,
    output wire       mark_red,
    output wire [1:0] committed_tokens,
    output wire [1:0] excess_tokens
);
    reg [1:0] ctok;
    reg [1:0] etok;
    reg [1:0] ctok_next;
    reg [1:0] etok_next;

    always @* begin
        if (pkt_valid && ctok != 2'd0)
            ctok_next = refill ? ctok : ctok - 2'd1;
        else if (refill && ctok != 2'd3)
            ctok_next = ctok + 2'd1;
        else
            ctok_next = ctok;
    end

    always @* begin
        if (pkt_valid && ctok == 2'd0 && etok != 2'd0)
            etok_next = etok - 2'd1;
        else if (refill && !pkt_valid && ctok == 2'd3 && etok != 2'd3)
            etok_next = etok + 2'd1;
        else
            etok_next = etok;
    end

    always @(posedge clk) begin
        if (rst) begin
            ctok <= 2'd3;
            etok <= 2'd3;
        end else begin
            ctok <= ctok_next;
            etok <= etok_next;
        end
    end

    assign mark_green = pkt_valid && ctok != 2'd0;
    assign mark_yellow = pkt_valid && ctok == 2'd0 && etok != 2'd0;
    assign mark_red = pkt_valid && ctok == 2'd0 && etok == 2'd0;
    assign committed_tokens = ctok;
    assign excess_tokens = etok;
endmodule
