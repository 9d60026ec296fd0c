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

module hidden_0025 (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire beat,
    output wire open,
    output wire last
);
    reg [2:0] owed;
    reg [2:0] owed_next;

    always @* begin
        if (owed == 3'd0 && start)
            owed_next = 3'd4;
        else if (owed != 3'd0 && beat)
            owed_next = owed - 3'd1;
        else
            owed_next = owed;
    end

    always @(posedge clk) begin
        if (rst) begin
            owed <= 3'd0;
        end else begin
            owed <= owed_next;
        end
    end

    assign open = owed != 3'd0;
    assign last = owed == 3'd1;
endmodule

module timer_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sec_tick,
    input  wire       set_time,
    input  wire [6:0] time_in,
    output reg  [6:0] seconds_bcd,
    output wire       minute_carry
);
    reg [6:0] seconds_bcd_next;

    always @* begin
        if (set_time)
            seconds_bcd_next = time_in;
        else if (sec_tick && seconds_bcd == 7'h59)
            seconds_bcd_next = 7'h0;
        else if (sec_tick && seconds_bcd[3:0] == 4'd9)
            seconds_bcd_next = {seconds_bcd[6:4] + 3'd1, 4'd0};
        else if (sec_tick)
            seconds_bcd_next = seconds_bcd + 7'd1;
        else
            seconds_bcd_next = seconds_bcd;
    end

    always @(posedge clk) begin
        if (rst) begin
            seconds_bcd <= 7'h0;
        end else begin
            seconds_bcd <= seconds_bcd_next;
        end
    end

    assign minute_carry = sec_tick && seconds_bcd == 7'h59;
endmodule
