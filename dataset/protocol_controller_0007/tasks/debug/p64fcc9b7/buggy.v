module protocol_controller_0007_onehot_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    input  wire       sample_tick,
    input  wire       last_bit,
    output wire [1:0] rx_phase,
    output wire       frame_valid
);
    localparam I_HUNT = 0;
    localparam I_START_BIT = 1;
    localparam I_DATA_BITS = 2;
    localparam I_STOP_BIT = 3;
    localparam I_DELIVER = 4;
    reg [4:0] state;
    reg [4:0] state_next;

    always @* begin
        state_next = 5'd0;
        case (1'b1)
            state[I_HUNT]: begin
                if (!rxd)
                    state_next[I_START_BIT] = 1'b1;
                else
                    state_next[I_HUNT] = 1'b1;
            end
            state[I_START_BIT]: begin
                if (sample_tick && rxd)
                    state_next[I_HUNT] = 1'b1;
                else if (sample_tick)
                    state_next[I_DATA_BITS] = 1'b1;
                else
                    state_next[I_START_BIT] = 1'b1;
            end
            state[I_DATA_BITS]: begin
                if (sample_tick && last_bit)
                    state_next[I_STOP_BIT] = 1'b1;
                else
                    state_next[I_DATA_BITS] = 1'b1;
            end
            state[I_STOP_BIT]: begin
                if (sample_tick && rxd)
                    state_next[I_DELIVER] = 1'b1;
                else if (sample_tick)
                    state_next[I_HUNT] = 1'b1;
                else
                    state_next[I_STOP_BIT] = 1'b1;
            end
            state[I_DELIVER]: begin
                if (1'b1)
                    state_next[I_HUNT] = 1'b1;
                else
                    state_next[I_DELIVER] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 5'd1;
        else
            state <= state_next;
    end

    assign rx_phase = ({2{state[I_START_BIT]}} & 2'd1) | ({2{state[I_DATA_BITS]}} & 2'd2) | ({2{state[I_STOP_BIT]}} & 2'd3);
    assign frame_valid = state;
endmodule
