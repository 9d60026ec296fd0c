module saturating_arithmetic_0009_canonical_case (
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
                if (integ == 4'd15)
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
