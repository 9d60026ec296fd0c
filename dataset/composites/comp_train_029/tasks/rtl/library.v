module sequence_detector_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       rx_bit,
    output wire [2:0] run_length,
    output wire       prev_level,
    output wire       stuff_due,
    output wire       stuff_error
);
    reg level;
    reg [2:0] run;
    reg level_next;
    reg [2:0] run_next;

    always @* begin
        if (bit_valid)
            level_next = rx_bit;
        else
            level_next = level;
    end

    always @* begin
        if (bit_valid && rx_bit == level && run != 3'd7)
            run_next = run + 3'd1;
        else if (bit_valid && rx_bit != level)
            run_next = 3'd1;
        else
            run_next = run;
    end

    always @(posedge clk) begin
        if (rst) begin
            level <= 1'b1;
            run <= 3'd0;
        end else begin
            level <= level_next;
            run <= run_next;
        end
    end

    assign run_length = run;
    assign prev_level = level;
    assign stuff_due = run == 3'd5;
    assign stuff_error = run >= 3'd6;
endmodule

module protocol_controller_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       signal_detect,
    input  wire       align_ok,
    input  wire [2:0] err_count,
    output reg        link_up,
    output reg        training,
    output reg        recovering
);
    localparam S_DOWN = 2'd0;
    localparam S_TRAIN = 2'd1;
    localparam S_UP = 2'd2;
    localparam S_RECOVERY = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_DOWN: begin
                if (signal_detect)
                    state_next = S_TRAIN;
            end
            S_TRAIN: begin
                if (align_ok)
                    state_next = S_UP;
            end
            S_UP: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (err_count >= 3'd4)
                    state_next = S_RECOVERY;
            end
            S_RECOVERY: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (align_ok)
                    state_next = S_UP;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_DOWN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_DOWN: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
            S_TRAIN: begin link_up = 1'b0; training = 1'b1; recovering = 1'b0; end
            S_UP: begin link_up = 1'b1; training = 1'b0; recovering = 1'b0; end
            S_RECOVERY: begin link_up = 1'b0; training = 1'b0; recovering = 1'b1; end
            default: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
        endcase
    end
endmodule
