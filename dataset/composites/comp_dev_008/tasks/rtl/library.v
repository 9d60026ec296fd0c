module protocol_controller_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    input  wire       sample_tick,
    input  wire       last_bit,
    output reg  [1:0] rx_phase,
    output reg        frame_valid
);
    localparam S_HUNT = 3'd0;
    localparam S_START_BIT = 3'd1;
    localparam S_DATA_BITS = 3'd2;
    localparam S_STOP_BIT = 3'd3;
    localparam S_DELIVER = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_HUNT: begin
                if (!rxd)
                    state_next = S_START_BIT;
            end
            S_START_BIT: begin
                if (sample_tick && rxd)
                    state_next = S_HUNT;
                else if (sample_tick)
                    state_next = S_DATA_BITS;
            end
            S_DATA_BITS: begin
                if (sample_tick && last_bit)
                    state_next = S_STOP_BIT;
            end
            S_STOP_BIT: begin
                if (sample_tick && rxd)
                    state_next = S_DELIVER;
                else if (sample_tick)
                    state_next = S_HUNT;
            end
            S_DELIVER: begin
                if (1'b1)
                    state_next = S_HUNT;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_HUNT;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_HUNT: begin rx_phase = 2'd0; frame_valid = 1'b0; end
            S_START_BIT: begin rx_phase = 2'd1; frame_valid = 1'b0; end
            S_DATA_BITS: begin rx_phase = 2'd2; frame_valid = 1'b0; end
            S_STOP_BIT: begin rx_phase = 2'd3; frame_valid = 1'b0; end
            S_DELIVER: begin rx_phase = 2'd0; frame_valid = 1'b1; end
            default: begin rx_phase = 2'd0; frame_valid = 1'b0; end
        endcase
    end
endmodule

module handshake_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;
    reg stall_q_next;
    reg [3:0] data_q_next;
    reg err_next;

    always @* begin
        if (valid && !ready)
            stall_q_next = 1'b1;
        else if (stall_q)
            stall_q_next = 1'b0;
        else
            stall_q_next = stall_q;
    end

    always @* begin
        if (valid && !ready)
            data_q_next = data;
        else
            data_q_next = data_q;
    end

    always @* begin
        if (stall_q && (!valid || data != data_q))
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= stall_q_next;
            data_q <= data_q_next;
            err <= err_next;
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
