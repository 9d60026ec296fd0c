module sequence_detector_0003_canonical_next (
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
            run_next = 3'd0;
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
